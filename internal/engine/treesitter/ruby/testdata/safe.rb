class PostsController < ApplicationController
  def create
    @post = Post.new(post_params)
    if @post.save
      redirect_to @post, notice: "Created"
    else
      render :new
    end
  end

  def update
    @post = Post.find(params[:id])
    @post.update(post_params)
    redirect_to @post
  end

  def index
    direction = %w[asc desc].include?(params[:direction]) ? params[:direction] : "asc"
    @posts = Post.where(author_id: params[:author_id]).order("created_at #{direction}")
    @exists = Post.exists?(params[:id])
    @page = Post.page(params[:page]).per(20)
    render json: params.permit(:q)
  end

  def run
    exec("tar xf #{params[:archive]}") # want "ruby/command-injection"
  end

  private

  def post_params
    params.require(:post).permit(:title, :body)
  end
end

# A command taken whole from a parameter is reported as one built from it
# (gosec reads exec.Command(cmd) so). A process id is a number, and a string with every non-word character
# deleted can neither quote nor separate a shell word.
class Worker
  def stop(cmd)
    pipe = IO.popen(cmd) # want "ruby/backtick-interpolation"
    system "kill -9 #{pipe.pid}"
  end

  def thumbnail(name)
    base = name.gsub(/\W/, "")
    `convert #{base}.png #{params[:size].to_i}.png`
    slug = params[:slug].gsub(/[^a-z0-9_]+/i, '')
    system("mkdir /srv/#{slug}")
  end

  def keeps_dots(name)
    base = name.gsub(/[^\w.]/, "")
    `convert #{base}.png out.png` # want "ruby/backtick-interpolation"
    system("rm /srv/#{params[:slug].gsub(/\s/, '')}") # want "ruby/command-injection"
  end
end

# A record found or built by request data is an object: redirect_to sends
# the browser to the record's own URL.
class SubscriptionsController < ApplicationController
  def create
    sub = current_user.subscriptions.find(params[:id])
    redirect_to sub.repo
    repo = Repo.find_by_full_name(params[:full_name].downcase)
    redirect_to repo
    built = current_user.subscriptions.build(repo_id: params[:repo_id])
    redirect_to built
  end
end

# Paths of the program's own files are not outside data.
def vendor_checkout
  tmp_path = File.expand_path("../../tmp", __FILE__)
  `cd #{tmp_path} && git clone https://github.com/schneems/get_process_mem`
  `ls #{__dir__}`
end

# A parameter named params is the method's own argument, not the request's.
module ErrorsHelper
  def error_messages_for(*params)
    object = instance_variable_get("@#{params.first}")
    "<b>#{params.first}</b>".html_safe
  end

  def label_for(params)
    content_tag(:b, params[:name]).html_safe
  end
end

# A model's own table name in SQL text.
class ApiKeyRole < ApplicationRecord
  scope :for_scope, lambda { |scope|
    where("(#{arel_table.name}.permissions->'scopes')::jsonb @> ?", scope.to_json)
  }

  def self.recent
    order("#{quoted_table_name}.created_at DESC").where("#{table_name}.id > ?", 10)
  end
end
