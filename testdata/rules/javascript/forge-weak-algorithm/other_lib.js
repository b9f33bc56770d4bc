const timer = stopwatch.start('md5');
const md = lib.md.md5;
