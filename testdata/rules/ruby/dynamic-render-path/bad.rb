class PagesController < ApplicationController
  def show
    render params[:page] # want "ruby/dynamic-render-path"
  end

  def help
    topic = params[:topic]
    render partial: "help/#{topic}" # want "ruby/dynamic-render-path"
  end

  def legacy
    render :action => params[:act] # want "ruby/dynamic-render-path"
  end

  def report
    html = render_to_string(template: params[:tpl], layout: false) # want "ruby/dynamic-render-path"
    send_data html
  end
end

get "/pages/:name" do
  erb params[:name].to_sym # want "ruby/dynamic-render-path"
end
