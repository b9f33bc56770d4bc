return unless File.exist?(path)
q = URI.encode_www_form_component(term)
raise ArgumentError unless n.is_a?(Integer)
