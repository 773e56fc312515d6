import type { ReactNode, SVGProps } from 'react';

/**
 * The line icons, inline: an icon library would cost more bytes in the first view than these few
 * paths. This file holds the ones the shell needs (it is in the first view); content-icons.tsx those
 * of the recipe and article pages, so that the home page does not carry them.
 */
export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

/** An icon component drawing `shape` on a 24-unit grid in the current text colour. */
export function lineIcon(shape: ReactNode) {
  return function LineIcon({ size = 18, ...props }: IconProps) {
    return (
      <svg
        width={size}
        height={size}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden="true"
        focusable="false"
        {...props}
      >
        {shape}
      </svg>
    );
  };
}

export const SearchIcon = lineIcon(
  <>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-3.5-3.5" />
  </>,
);
export const PhoneIcon = lineIcon(
  <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2z" />,
);
export const GlobeIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M2 12h20M12 2a15 15 0 0 1 4 10 15 15 0 0 1-4 10 15 15 0 0 1-4-10 15 15 0 0 1 4-10z" />
  </>,
);
export const DownloadIcon = lineIcon(<path d="M21 15v4a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2v-4M7 10l5 5 5-5M12 15V3" />);
export const HomeIcon = lineIcon(
  <>
    <path d="m3 10 9-7 9 7v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <path d="M9 22V12h6v10" />
  </>,
);
export const BasketIcon = lineIcon(
  <>
    <path d="M5 11h14l-1.5 9a2 2 0 0 1-2 1.7h-7a2 2 0 0 1-2-1.7z" />
    <path d="m9 11 3-7 3 7" />
  </>,
);
export const UserIcon = lineIcon(
  <>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21a8 8 0 0 1 16 0" />
  </>,
);
export const ChefHatIcon = lineIcon(
  <>
    <path d="M6 13.9A4 4 0 0 1 7.5 6a5 5 0 0 1 9 0A4 4 0 0 1 18 13.9V20H6z" />
    <path d="M6 17h12" />
  </>,
);
export const ClockIcon = lineIcon(
  <>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 6v6l4 2" />
  </>,
);
export const AndroidIcon = lineIcon(
  <path d="M5 10v6M19 10v6M7 9h10v8a1 1 0 0 1-1 1H8a1 1 0 0 1-1-1zM8 18v3M16 18v3M7 9a5 5 0 0 1 10 0M9 4 8 2.5M15 4l1-1.5" />,
);
export const AppleIcon = lineIcon(
  <path d="M12 6.5c1-2 2.5-3 4-3.5 0 2-1.5 3.5-4 3.5zM16.5 8c1.7 0 3 1 3.5 2-3 1.5-2.5 5.5.5 6.5-.8 2.3-2.3 4.5-4 4.5-1.2 0-1.7-.7-3-.7s-1.9.7-3 .7C8 21 4 16.5 4 12.5 4 9.6 6 8 8 8c1.3 0 2.3.8 3.3.8S14.8 8 16.5 8z" />,
);
export const ExternalIcon = lineIcon(<path d="M15 3h6v6M10 14 21 3M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6" />);
