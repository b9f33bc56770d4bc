require "nokogiri"
require "libxml"

def parse(xml)
  Nokogiri::XML(xml) { |config| config.strict.nonet }
end

def parse_default(xml)
  options = Nokogiri::XML::ParseOptions::DEFAULT_XML & ~Nokogiri::XML::ParseOptions::NOENT
  Nokogiri::XML(xml, nil, nil, options)
end

LibXML::XML.default_substitute_entities = false
ActiveSupport::XmlMini.backend = "Nokogiri"
