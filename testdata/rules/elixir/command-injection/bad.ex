defmodule Thumbs do
  def make(path) do
    System.cmd("sh", ["-c", "convert #{path} -resize 64x64 out.png"]) # want "elixir/command-injection"
  end

  def list(dir) do
    System.shell("ls -la " <> dir) # want "elixir/command-injection"
  end

  def ping(host) do
    :os.cmd(~c"ping -c 1 #{host}") # want "elixir/command-injection"
  end
end
