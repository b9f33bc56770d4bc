def archive(dir)
  `tar czf /tmp/out.tgz #{dir}` # want "ruby/backtick-interpolation"
  system("rm -rf #{dir}/cache") # want "ruby/backtick-interpolation"
end
