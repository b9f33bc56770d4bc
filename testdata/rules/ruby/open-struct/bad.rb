point = OpenStruct.new(x: 1, y: 2) # want "ruby/open-struct"
