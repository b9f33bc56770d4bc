class InvitationsController < ApplicationController
  def create
    if User.where(email: params[:email]).exists?
      redirect_to root_path, alert: "Already registered"
      return
    end
    return head(:conflict) if current_team.invitations.where(email: params[:email], accepted_at: nil).any?

    Invitation.create!(email: params[:email], team: current_team)
  end

  def index
    # the records are loaded for the view anyway
    @invitations = current_team.invitations.where(accepted_at: nil)
    flash.now[:notice] = "No open invitations" if @invitations.blank?
  end

  def show
    # not a query: a parameter and a plain array
    return head(:bad_request) if params[:email].present?
    tags = %w[a b].select { |t| t.start_with?("a") }
    render json: tags if tags.present?
  end
end
