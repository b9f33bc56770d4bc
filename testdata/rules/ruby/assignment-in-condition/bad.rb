def check(status)
  if status = 5 # want "ruby/assignment-in-condition"
    "done"
  end
end
