def show_log(name)
  File.read(name)
  IO.read("config/settings.yml")
  IO.readlines(File.join(Rails.root, "log", "x.log"))
  IO.popen(["tail", name]).read
end
