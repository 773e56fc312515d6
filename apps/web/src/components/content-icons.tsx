import { lineIcon } from './icons';

/**
 * Line icons of the recipe and article pages. Kept apart from icons.tsx (which is in the first view)
 * so that the home page does not carry them.
 */

export const CloseIcon = lineIcon(<path d="M18 6 6 18M6 6l12 12" />);
export const PrintIcon = lineIcon(
  <>
    <path d="M6 9V2h12v7M6 18H4a2 2 0 0 1-2-2v-5a2 2 0 0 1 2-2h16a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2h-2" />
    <path d="M6 14h12v8H6z" />
  </>,
);
export const ShareIcon = lineIcon(
  <>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </>,
);
export const CartIcon = lineIcon(
  <>
    <circle cx="9" cy="21" r="1" />
    <circle cx="20" cy="21" r="1" />
    <path d="M1 1h4l2.7 13.4a2 2 0 0 0 2 1.6h9.7a2 2 0 0 0 2-1.6L23 6H6" />
  </>,
);
export const BookmarkIcon = lineIcon(<path d="m19 21-7-5-7 5V5a2 2 0 0 1 2-2h10a2 2 0 0 1 2 2z" />);
export const CalendarIcon = lineIcon(
  <>
    <rect x="3" y="4" width="18" height="18" rx="2" />
    <path d="M16 2v4M8 2v4M3 10h18" />
  </>,
);
export const RobotIcon = lineIcon(
  <>
    <rect x="4" y="8" width="16" height="12" rx="3" />
    <path d="M12 8V4M9 14h.01M15 14h.01M2 13v3M22 13v3" />
  </>,
);
export const CheckCircleIcon = lineIcon(
  <>
    <path d="M22 11.1V12a10 10 0 1 1-5.9-9.1" />
    <path d="m22 4-10 10-3-3" />
  </>,
);
export const ThermometerIcon = lineIcon(<path d="M14 14.8V4a2 2 0 0 0-4 0v10.8a4 4 0 1 0 4 0z" />);
export const GaugeIcon = lineIcon(<path d="M12 14l4-4M3.3 19a10 10 0 1 1 17.4 0z" />);
export const RotateIcon = lineIcon(
  <>
    <path d="M21 12a9 9 0 1 1-3-6.7L21 8" />
    <path d="M21 3v5h-5" />
  </>,
);
export const TimerIcon = lineIcon(
  <>
    <circle cx="12" cy="13" r="8" />
    <path d="M12 9v4l2 2M10 2h4" />
  </>,
);
export const UsersIcon = lineIcon(
  <>
    <path d="M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2" />
    <circle cx="9" cy="7" r="4" />
    <path d="M23 21v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8" />
  </>,
);
export const MinusIcon = lineIcon(<path d="M5 12h14" />);
export const PlusIcon = lineIcon(<path d="M12 5v14M5 12h14" />);
export const FlagIcon = lineIcon(<path d="M4 15s1-1 4-1 5 2 8 2 4-1 4-1V3s-1 1-4 1-5-2-8-2-4 1-4 1zM4 22v-7" />);
export const TagIcon = lineIcon(
  <>
    <path d="M20.6 13.4 13.4 20.6a2 2 0 0 1-2.8 0L2 12V2h10l8.6 8.6a2 2 0 0 1 0 2.8z" />
    <circle cx="7" cy="7" r="1.5" />
  </>,
);
export const FlameIcon = lineIcon(
  <path d="M8.5 14.5A2.5 2.5 0 0 0 11 12c0-1.4-.5-2-1-3-1.1-2.1-.2-4.1 2-6 .5 2.5 2 4.9 4 6.5 2 1.6 3 3.5 3 5.5a7 7 0 1 1-14 0c0-1.2.4-2.3 1-3.3.5 1.6 1.6 2.8 2.5 2.8z" />,
);
