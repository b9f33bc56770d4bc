using System;
using System.Collections.Generic;
using System.Runtime.Serialization;
using System.Xml;

public class KnownResolver : DataContractResolver
{
    private static readonly Dictionary<string, Type> Known = new() { ["Order"] = typeof(Order) };

    public override Type ResolveName(string typeName, string typeNamespace, Type declaredType, DataContractResolver knownTypeResolver)
    {
        return Known.TryGetValue(typeName, out var t) ? t : null;
    }

    public override bool TryResolveType(Type type, Type declaredType, DataContractResolver knownTypeResolver, out XmlDictionaryString typeName, out XmlDictionaryString typeNamespace)
    {
        typeName = null; typeNamespace = null;
        return false;
    }
}
