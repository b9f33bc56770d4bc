pragma solidity 0.8.24;

contract Router {
    function execute(address target, bytes calldata data) external payable {
        (bool ok, ) = target.call{value: msg.value}(data); // want "solidity/arbitrary-low-level-call"
        require(ok);
    }
}
