doc = Oj.load(body, mode: :strict)
obj = Oj.load(text, :mode => :compat)
