/**
 * A backup file's name as the server makes it: a request never names a file, and a name never holds a
 * directory part. Also what the sign-in page accepts as the name of the backup a restore saved first.
 */
export const BACKUP_FILE_NAME =
  /^site-backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-(scheduled|manual)-[0-9a-f]{8}\.(sqlite|json)$/;

/** The name if it is one the server makes, else undefined (a link's query string is anyone's). */
export const backupFileName = (value: string | null | undefined) =>
  typeof value === "string" && BACKUP_FILE_NAME.test(value) ? value : undefined;
