if total == 0.3 # want "ruby/float-equality"
  puts "exact"
end
