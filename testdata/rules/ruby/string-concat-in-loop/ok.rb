def csv(rows)
  out = +""
  rows.each do |row|
    out << "#{row.join(',')}\n"
  end
  title = "Report"
  title += " (draft)"
  out
end
