if (total - 0.3).abs < Float::EPSILON
  puts "close"
end
puts "zero" if total == 0.0
