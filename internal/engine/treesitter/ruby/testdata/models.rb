# Flows the model rows decide, each beside its safe twin.
class FetchController < ApplicationController
  def preview
    uri = URI.parse(params[:url])
    uri.open.read # want "ruby/ssrf: .*params\\[:url\\]"
    fixed = URI.parse("https://example.com/feed")
    fixed.open.read
    conn = Faraday.new(url: params[:api]) # want "ruby/ssrf"
    Faraday.new(url: "https://api.example.com")
    conn
  end

  def download
    send_file File.expand_path(params[:name], "/srv/files") # want "ruby/path-traversal"
    send_file File.expand_path(File.basename(params[:name]), "/srv/files")
    redirect_to post_path(params[:id])
  end

  def evaluate(obj)
    obj.instance_exec(params[:arg]) { |a| a.to_s }
    obj.instance_eval(params[:code]) # want "ruby/code-injection"
  end

  def lookups
    Post.exists?(params[:id])
    conn = ActiveRecord::Base.connection
    conn.exec_query("SELECT * FROM posts WHERE id = #{params[:id]}") # want "ruby/sql-injection"
    conn.exec_query("SELECT * FROM posts WHERE id = $1", "q", [params[:id]])
    db = PG.connect(dbname: "app")
    db.exec("SELECT * FROM posts WHERE slug = '#{params[:slug]}'") # want "ruby/sql-injection"
    db.exec_params("SELECT * FROM posts WHERE slug = $1", [params[:slug]])
  end

  def documents
    YAML.load(params[:doc]) # want "ruby/unsafe-deserialization"
    YAML.load(params[:doc], permitted_classes: [Date])
    Oj.load(request.body.read) # want "ruby/unsafe-deserialization"
    Oj.load(request.body.read, mode: :strict)
  end

  def checks
    kind = params[:kind]
    raise ArgumentError unless kind.match?(/\A[a-z]+\z/)
    system("report #{kind}")
    name = params[:name]
    return unless name.match?(/[a-z]+/)
    system("report #{name}") # want "ruby/command-injection"
  end
end

# SQL text formatted from a method's parameters is reported whatever the
# caller passes; a number is not text.
class Search
  def by_name(name)
    Report.where("name = '%s'" % name) # want "ruby/sql-string-building"
    Report.where("id = %d" % name.to_i)
    Report.where("name = ?", name)
  end
end

class PagesController < ApplicationController
  def preview
    ERB.new(params[:template]).result(binding) # want "ruby/code-injection"
    ERB.new(File.read("app/views/pages/preview.erb")).result(binding)
  end

  def links
    @home = link_to "Home", params[:next] # want "ruby/xss"
    @back = link_to "Back", post_path(params[:id])
    @name = link_to params[:name], root_path
  end
end

class InvitesController < ApplicationController
  def create
    Invite.create_with(params[:invite]).find_or_create_by(email: params[:email]) # want "ruby/mass-assignment"
    Invite.create_with(params.require(:invite).permit(:note)).find_or_create_by(email: params[:email])
  end
end

class SearchesController < ApplicationController
  def show
    @results = ElasticSearcher.new(params[:query], page: 1).search
    checker = PasswordBreachChecker.new(params[:password])
    breach = PasswordBreachChecker.new(params.dig(:session, :password))
    @comment = Comment.new(params.require(:comment)) # want "ruby/mass-assignment"
    @post = Post.new(params[:post]) # want "ruby/mass-assignment"
    @item = LineItem.new(params[:line_item]) # want "ruby/mass-assignment"
  end
end
