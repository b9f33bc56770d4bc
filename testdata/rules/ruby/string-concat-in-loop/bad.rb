def csv(rows)
  out = ""
  rows.each do |row|
    out += "#{row.join(',')}\n" # want "ruby/string-concat-in-loop"
  end
  out
end
