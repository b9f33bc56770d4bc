require "sinatra"

get "/hello" do
  "Hello #{params[:name]}" # want "ruby/xss"
end

get "/safe" do
  "Hello #{Rack::Utils.escape_html(params[:name])}"
end

post "/run" do
  `ping -c 1 #{params[:host]}` # want "ruby/command-injection"
  "ok"
end

# A heredoc's interpolation is read, not recursed into for ever.
def banner(name)
  text = <<~TEXT
    Welcome, #{name.strip}
  TEXT
  text
end

get "/file" do
  Pathname.new(params[:name]).delete # want "ruby/path-traversal"
  "deleted"
end

get "/crumbs" do
  crumbs = []
  Pathname.new(request.path).descend { |p| crumbs << p.to_s }
  crumbs.size.to_s
end
