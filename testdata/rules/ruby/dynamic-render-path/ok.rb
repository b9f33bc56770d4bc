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
