require "fileutils"

def publish(path)
  File.write(path, render_report)
  File.chmod(0644, path)
  FileUtils.chmod(0o755, "bin/run")
  FileUtils.chmod("u+x", "bin/run")
  FileUtils.chmod_R("go-w", "public/uploads")
  FileUtils.chmod(01777, "tmp/shared")
  File.open(path, "w", 0666) { |f| f.write("x") }
  Dir.mkdir("cache", 0777)
  File.new(path).chmod(0600)
  File.chmod(420, path)
  FileUtils.chmod(0x1ed, "bin/run")
  FileUtils.chmod(0o1777, "tmp/shared")
end
