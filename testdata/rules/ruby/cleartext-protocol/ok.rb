ftp = Net::FTP.new("ftp.example.org", ssl: true)
Net::SFTP.start("host", "deploy")
