Point = Struct.new(:x, :y, keyword_init: true)
point = Point.new(x: 1, y: 2)
