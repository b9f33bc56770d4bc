class ProfilesController < ApplicationController
  def show
    @user = User.find(params[:id])
    @link = view_context.link_to(params[:name], user_path(@user))
    @edit = helpers.link_to "Edit", edit_user_path(@user), class: params[:style]
  end
end

class PostsController < ApplicationController
  def index
    @next = helpers.link_to "Next", params.permit(:q).merge(page: 2)
    @back = helpers.link_to "Back", request.referer
  end
end
