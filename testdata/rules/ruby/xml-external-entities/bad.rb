require "nokogiri"
require "libxml"

def parse(xml)
  Nokogiri::XML(xml) { |config| config.strict.noent } # want "ruby/xml-external-entities"
end

def parse_dtd(xml)
  Nokogiri::XML(xml, nil, nil, Nokogiri::XML::ParseOptions::DTDLOAD) # want "ruby/xml-external-entities"
end

LibXML::XML.default_substitute_entities = true # want "ruby/xml-external-entities"
ActiveSupport::XmlMini.backend = "JDOM" # want "ruby/xml-external-entities"
