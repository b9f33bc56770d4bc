class InvitationsController < ApplicationController
  def create
    if User.where(email: params[:email]).present? # want "ruby/relation-present-for-existence"
      redirect_to root_path, alert: "Already registered"
      return
    end
    return head(:conflict) unless current_team.invitations.where(email: params[:email], accepted_at: nil).blank? # want "ruby/relation-present-for-existence"

    @any_admins = Admin.all.present? # want "ruby/relation-present-for-existence"
    Invitation.create!(email: params[:email], team: current_team)
  end
end
