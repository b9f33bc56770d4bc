class PagesController < ApplicationController
  PAGES = { "about" => "pages/about", "terms" => "pages/terms" }.freeze

  def show
    render PAGES.fetch(params[:page]) { raise ActionController::RoutingError, "Not Found" }
  end

  def help
    render partial: "help/index", locals: { topic: params[:topic] }
  end

  def legacy
    render :edit
  end

  def report(template)
    render template: template, layout: false
  end
end

get "/pages/:name" do
  erb :page, locals: { name: params[:name] }
end

class ProfilesController < ApplicationController
  # a component object renders itself: the class is the code's, the page number only its data
  def security_events
    @security_events = current_user.events.order(id: :desc).page(params[:page]).per(50)
    render Profiles::SecurityEventsView.new(security_events: @security_events)
  end

  def card
    render UserCardComponent.new(user: User.find(params[:id]))
  end
end
