import {
  IMAGE_MAX_BYTES,
  IMAGE_MIME_TYPES,
  IMAGE_SIGNATURE_BYTES,
  REQUEST_TIMEOUT_MS,
  detectImageType,
  type Envelope,
  type UploadFolder,
} from '@chef/shared';
import { ApiError, HTTP_UNAUTHORIZED } from './api-client';
import { currentLanguage, t } from './i18n';
import { handleLoginFailure } from './login-failure';
import { getSession } from './session';
import { addOnDemandWords } from './on-demand-words';

// Its words are loaded with its code (@chef/shared i18n/on-demand.ts), not with the first view.
addOnDemandWords();

/**
 * The spec's checks before anything is sent: PNG or JPEG (by declared type and by the file's first
 * bytes, as the server checks) and at most 2 MB. Returns the toast to show, or null when fine.
 */
export async function checkImageFile(file: File): Promise<string | null> {
  if (!(IMAGE_MIME_TYPES as readonly string[]).includes(file.type)) return t('toast.badImageType');
  if (file.size > IMAGE_MAX_BYTES) return t('toast.imageTooLarge');
  if (file.size === 0) return t('upload.empty');
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_BYTES).arrayBuffer());
  return detectImageType(head) ? null : t('toast.badImageType');
}

/** Who uploads, when not the portal's user. */
export interface UploadAuth {
  token: () => string | null;
  onUnauthorized: () => void;
}

/**
 * POST /api/common/uploadFileToThirdStorage through XMLHttpRequest, the one browser API that reports
 * upload progress. Same rules as the api client: bearer token, accept-language, 20 s timeout,
 * envelope, 'Login failure' on 401. Resolves with the picture's URL.
 */
export function uploadImage(
  file: File,
  folderName: UploadFolder,
  onProgress: (percent: number) => void,
  /** Another account's session (the staff console's): its token, and what its 401 does instead of the portal's logout. */
  auth?: UploadAuth,
): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', '/api/common/uploadFileToThirdStorage');
    xhr.timeout = REQUEST_TIMEOUT_MS;
    xhr.setRequestHeader('accept-language', currentLanguage());
    const token = auth ? auth.token() : getSession().token;
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onerror = () => reject(new ApiError(0, t('toast.networkError'), undefined, 'network'));
    xhr.ontimeout = () => reject(new ApiError(0, t('toast.timeout'), undefined, 'timeout'));
    xhr.onload = () => {
      let envelope: Envelope<string> | null = null;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<string>;
      } catch {
        envelope = null;
      }
      if (!envelope || typeof envelope.code !== 'number')
        return reject(new ApiError(xhr.status, t('toast.networkError'), undefined, 'network'));
      if (envelope.code === 0) return resolve(envelope.data);
      if (envelope.code === HTTP_UNAUTHORIZED && token) (auth ? auth.onUnauthorized : handleLoginFailure)();
      reject(new ApiError(envelope.code, envelope.msg));
    };
    const form = new FormData();
    form.append('folderName', folderName);
    form.append('file', file);
    xhr.send(form);
  });
}
