class ProxyController < ApplicationController
  def show
    body = ApiClient.new("https://#{params[:host]}/v1/status").fetch # want "ruby/url-host-from-request"
    render plain: body
  end

  def ping
    target = params[:target]
    HealthCheck.perform_later("http://" + target + "/health") # want "ruby/url-host-from-request"
    ResetMailer.deliver_later(link: "https://#{request.host_with_port}/reset/#{@token}") # want "ruby/url-host-from-request"
    StatusClient.new(format("https://%s/v1/status", params[:host])).fetch # want "ruby/url-host-from-request"
    StatusClient.new("https://%s/v1/status" % params[:host]).fetch # want "ruby/url-host-from-request"
  end
end
