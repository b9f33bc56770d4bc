return unless File.exists?(path) # want "ruby/removed-core-method"
q = URI.escape(term) # want "ruby/removed-core-method"
name.untaint # want "ruby/removed-core-method"
raise ArgumentError unless n.is_a?(Fixnum) # want "ruby/removed-core-method"
