class DirectoryController < ApplicationController
  def search
    filter = Net::LDAP::Filter.eq("uid", params[:user])
    ldap.search(base: "dc=example,dc=org", filter: filter)
    Directory.lookup("(&(objectClass=person)(cn=#{Net::LDAP::Filter.escape(params[:name])}))")
    flash[:notice] = "(note) #{params[:name]} was not found"
  end
end
