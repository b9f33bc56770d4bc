require "rack"

class Thumbnailer
  def call(env)
    req = Rack::Request.new(env)
    system("convert #{req.params['file']} /tmp/thumb.png") # want "ruby/command-injection"
    body = File.read(File.join("/srv/files", req.GET["name"])) # want "ruby/path-traversal"
    size = req.params["size"].to_i
    system("convert in.png -resize #{size} out.png")
    [200, { "content-type" => "text/plain" }, [body]]
  end
end

class AuditMiddleware
  def initialize(app)
    @app = app
  end

  def call(env)
    request = ActionDispatch::Request.new(env)
    Rails.logger.info(request.path)
    ActiveRecord::Base.connection.execute("INSERT INTO audits (path) VALUES ('#{request.fullpath}')") # want "ruby/sql-injection"
    @app.call(env)
  end
end
