ftp = Net::FTP.new("ftp.example.org") # want "ruby/cleartext-protocol"
Net::Telnet.new("Host" => "router.local") # want "ruby/cleartext-protocol"
