class Report
  def self.for(day)
    ActiveRecord::Base.connection.exec_query("DELETE FROM reports WHERE day = $1", "cleanup", [day])
    Rails.logger.info("cleaning #{day}")
  end
end
