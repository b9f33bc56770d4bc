pragma solidity ^0.8.20;

interface IERC20 {
    function transfer(address to, uint256 amount) external returns (bool);
}

library SafeTransfer {
    function safeTransfer(IERC20 token, address to, uint256 amount) internal {
        (bool ok, bytes memory data) = address(token).call(abi.encodeCall(IERC20.transfer, (to, amount)));
        require(ok && (data.length == 0 || abi.decode(data, (bool))), "transfer failed");
    }

    // a selector computed at run time has no function to type-check against
    function forward(address target, bytes4 selector, uint256 amount) internal {
        (bool ok, ) = target.call(abi.encodeWithSelector(selector, amount));
        require(ok);
    }

    // a literal selector: no interface in scope
    function legacy(address target) internal {
        (bool ok, ) = target.call(abi.encodeWithSelector(0xa9059cbb, address(this), 1));
        require(ok);
    }
}
