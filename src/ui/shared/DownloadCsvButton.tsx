import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useRef } from 'react';
import type { CsvRows } from '../../application/export/line-export';
import { useServices } from '../app/services-context';
import { useBuyerServices } from './use-buyer-services';

/** No wording for this in the spec; the screen's own. */
export const CSV_DOWNLOAD_FAILED = 'Could not prepare the CSV file. Please try again.';

/** Excel opens a CSV file as UTF-8 only when it starts with a byte order mark. */
const BOM = '\uFEFF';
/** As FileSaver.js does: the address outlives the click long enough for any browser to start the download. */
const URL_LIFETIME_MS = 40_000;

/** Saves `text` as a CSV file the buyer's spreadsheet opens as UTF-8. */
export function saveCsvFile(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([BOM, text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), URL_LIFETIME_MS);
}

export interface DownloadCsvButtonProps {
  /** Read when pressed, so the file holds what the screen shows then. */
  readonly rows: () => CsvRows | Promise<CsvRows>;
  readonly fileName: () => string;
  readonly fullWidth?: boolean;
  readonly sx?: ButtonProps['sx'];
}

/** "Download CSV": the rows written spreadsheet-safe by the CSV port (loaded on first use) and saved as a file. */
export function DownloadCsvButton({ rows, fileName, fullWidth, sx }: DownloadCsvButtonProps) {
  const { notify } = useServices();
  const { screenParts } = useBuyerServices();
  // A second press while the file is being made is ignored; the button stays enabled so it keeps the focus.
  const busy = useRef(false);

  async function download() {
    if (busy.current) return;
    busy.current = true;
    try {
      const [csv, content] = await Promise.all([screenParts.csv(), rows()]);
      saveCsvFile(fileName(), csv.write(content));
    } catch {
      notify.error(CSV_DOWNLOAD_FAILED);
    } finally {
      busy.current = false;
    }
  }

  return (
    <Button variant="outlined" fullWidth={fullWidth} sx={sx} startIcon={<FileDownloadOutlinedIcon />} onClick={() => void download()}>
      Download CSV
    </Button>
  );
}
