def parse(body)
  data = JSON.parse(body) rescue nil # want "ruby/rescue-modifier-nil"
  data || {}
end
