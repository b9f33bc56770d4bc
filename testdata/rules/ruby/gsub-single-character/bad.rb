slug = name.gsub("-", "_") # want "ruby/gsub-single-character"
digits = phone.gsub(" ", "") # want "ruby/gsub-single-character"
