import * as tar from 'tar';

export async function unpack(file: string, dir: string): Promise<void> {
  await tar.x({ file, cwd: dir, strip: 1 });
  await tar.x({ file, cwd: dir, preservePaths: false });
}
