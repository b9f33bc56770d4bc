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
