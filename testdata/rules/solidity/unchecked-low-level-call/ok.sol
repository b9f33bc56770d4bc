pragma solidity 0.8.24;

contract Payout {
    function pay(address payable to, uint256 amount) external {
        bool sent = to.send(amount);
        require(sent, "send failed");
        (bool ok, ) = to.call{value: amount}("");
        require(ok);
        to.transfer(amount);
        if (!to.send(1)) revert();
    }
}

interface IERC777 {
    function send(address recipient, uint256 amount, bytes calldata data) external;
}

contract Pays777 {
    IERC777 token;

    // ERC-777 send reverts on failure and returns nothing
    function pay(address to, uint256 amount) external {
        token.send(to, amount, "");
    }
}
