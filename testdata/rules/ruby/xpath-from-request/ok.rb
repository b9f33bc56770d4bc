class UsersXmlController < ApplicationController
  def show
    doc = Nokogiri::XML(File.read("users.xml"))
    user = doc.at_xpath("//user[name=$name]", nil, name: params[:name])
    users = doc.xpath("//user").select { |u| u["name"] == params[:name] }
    render xml: user.to_s + users.to_s
  end
end
