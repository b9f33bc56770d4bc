def check(status, text)
  if status == 5
    "done"
  elsif (m = /id=(\d+)/.match(text))
    m[1]
  end
end
