class DirectoryController < ApplicationController
  def search
    filter = Net::LDAP::Filter.construct("(uid=#{params[:user]})") # want "ruby/ldap-filter-from-request"
    ldap.search(base: "dc=example,dc=org", filter: filter)
    Directory.lookup("(&(objectClass=person)(cn=" + params[:name] + "))") # want "ruby/ldap-filter-from-request"
  end
end
