class UsersXmlController < ApplicationController
  def show
    doc = Nokogiri::XML(File.read("users.xml"))
    user = doc.at_xpath("//user[name='#{params[:name]}']") # want "ruby/xpath-from-request"
    xml = REXML::Document.new(File.read("users.xml"))
    node = REXML::XPath.first(xml, "//user[@id='" + params[:id] + "']") # want "ruby/xpath-from-request"
    render xml: user.to_s + node.to_s
  end
end
