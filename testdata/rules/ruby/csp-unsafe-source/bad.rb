Rails.application.config.content_security_policy do |policy|
  policy.default_src :self, :https
  policy.script_src :self, :https, :unsafe_inline # want "ruby/csp-unsafe-source"
  policy.script_src_elem :self, "'unsafe-eval'" # want "ruby/csp-unsafe-source"
end
