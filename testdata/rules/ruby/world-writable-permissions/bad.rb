require "fileutils"

def publish(path)
  File.write(path, render_report)
  File.chmod(0777, path) # want "ruby/world-writable-permissions"
  FileUtils.chmod(0o666, Dir.glob("out/*.json")) # want "ruby/world-writable-permissions"
  FileUtils.chmod_R("a+w", "public/uploads") # want "ruby/world-writable-permissions"
  File.new(path).chmod(0766) # want "ruby/world-writable-permissions"
  File.chmod(511, path) # want "ruby/world-writable-permissions"
  FileUtils.chmod(0x1b6, path) # want "ruby/world-writable-permissions"
end
