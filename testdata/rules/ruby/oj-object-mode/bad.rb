doc = Oj.load(body) # want "ruby/oj-object-mode"
obj = Oj.object_load(text) # want "ruby/oj-object-mode"
