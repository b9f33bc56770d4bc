pragma solidity 0.8.24;

contract Proxy {
    function forward(address target, bytes calldata data) external {
        (bool ok, ) = target.delegatecall(data); // want "solidity/delegatecall-to-input"
        require(ok);
    }

    function run(address impl) public {
        address t = impl;
        t.delegatecall(abi.encodeWithSignature("init()")); // want "solidity/delegatecall-to-input"
    }
}
