def archive(dir)
  `tar czf /tmp/out.tgz #{Shellwords.escape(dir)}`
  system("rm", "-rf", "#{dir}/cache")
  `uptime`
end
